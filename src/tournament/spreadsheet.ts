/**
 * What the tournament's screens and files share: a place as written, table points
 * to two decimals, and CSV for spreadsheets (formulas neutralised, a byte-order
 * mark when asked). Pure.
 */
import { stringify } from 'csv-stringify/sync';
import { formatTablePoints } from '../session/table-points.js';

/**
 * A place as shown: "5=" when shared (never "=5", which a spreadsheet reads as a
 * formula), "-" for a substitute (not ranked).
 */
export const placeText = (p: { place: number | null; tied: boolean }): string => (p.place === null ? '-' : `${p.place}${p.tied ? '=' : ''}`);

/** Table points as written everywhere (screens, CSV, the EMA file, the session sheet): two decimals, 7.00, 2.33 (the exact 7/3 in --json). */
export const points = (p: { tablePoints: number }): string => formatTablePoints(p.tablePoints);

/**
 * A CSV file for a spreadsheet: fields that start with =, +, -, @, a tab or CR
 * (formulas) written with a ' before them (csv-stringify's escape_formulas); with a
 * byte-order mark first when asked (--bom), so that spreadsheets read UTF-8 names.
 */
export const spreadsheetCsv = (rows: unknown[][], bom = false): string => (bom ? '\uFEFF' : '') + stringify(rows, { escape_formulas: true });


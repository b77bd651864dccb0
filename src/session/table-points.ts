/**
 * Table points as every sheet, screen and file writes them: two decimals, 4.00, 1.50,
 * 2.33 (7/3; exact in --json). A leaf: the session sheet and the tournament's outputs
 * (which the page bundles) use it.
 */
export const formatTablePoints = (n: number): string => n.toFixed(2);

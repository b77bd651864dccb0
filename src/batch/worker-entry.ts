/** A batch worker thread's file when run from dist/ (tsc's output); the bundle's is bin/mcr.js. */
import { serve } from './worker.js';

serve();

// A worker thread starts from plain JavaScript (Node's --import of tsx does not reach a worker's first module): this
// registers tsx in the worker, then loads the worker itself, written in TypeScript (worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');

// The first module a TypeScript worker thread loads (see moduleWorker.ts): it registers tsx's loader in this
// thread, through tsx's documented API, so that the worker's real entry and everything it imports may be .ts.
// Plain JavaScript on purpose: nothing can load TypeScript before it has run.
import { register } from 'tsx/esm/api';

register();

import { config } from 'zod';

// zod probes `new Function` when it builds an object schema, to speed up parsing. Our CSP forbids
// eval and the browser reports even a caught attempt as a violation, so parsing runs without it.
// The build puts this file in zod's own chunk, so it runs before any schema is built.
config({ jitless: true });

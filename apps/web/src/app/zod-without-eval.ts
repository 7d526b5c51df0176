/**
 * zod builds a faster parser for each object schema with `new Function`, when it is first asked to
 * parse, unless told `jitless`; the site's Content-Security-Policy forbids eval, so each page with
 * a form logged a CSP violation (zod catches the failure, the browser reports it anyway). zod reads
 * the setting when a schema is created, so this module is the browser entry's first import, before
 * any module that defines a schema.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

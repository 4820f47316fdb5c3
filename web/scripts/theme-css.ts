/** Writes web/src/theme/themeVariables.css from the themes (see web/src/theme/themeCss.ts). */
import { writeFileSync } from 'node:fs';
import { themeCss } from '../src/theme/themeCss.ts';

writeFileSync(new URL('../src/theme/themeVariables.css', import.meta.url), themeCss());

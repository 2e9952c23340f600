import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import plugin from './boundaries.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = '/repo';
const zones = [
  {
    target: './server/features/stories',
    from: './server/features',
    except: ['./stories', './profile/index'],
    message: 'index only',
  },
  { target: './server/platform', from: './server/features', message: 'no features' },
];
const options = [{ root, zones }];
const at = (file) => path.join(root, file);

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run('boundaries/zones', plugin.rules.zones, {
  valid: [
    { code: "import { a } from './save.js';", filename: at('server/features/stories/read.ts'), options },
    { code: "import { a } from '../profile/index.js';", filename: at('server/features/stories/read.ts'), options },
    { code: "import { a } from '../../platform/db/client.js';", filename: at('server/features/stories/read.ts'), options },
    { code: "import { a } from 'drizzle-orm';", filename: at('server/features/stories/read.ts'), options },
    { code: "import { a } from '../profile/queries.js';", filename: at('server/other/x.ts'), options },
  ],
  invalid: [
    {
      code: "import { a } from '../profile/queries.js';",
      filename: at('server/features/stories/read.ts'),
      options,
      errors: [{ message: '"../profile/queries.js" crosses a boundary: index only' }],
    },
    {
      code: "export { a } from '../../profile/queries.js';",
      filename: at('server/features/stories/sub/read.ts'),
      options,
      errors: 1,
    },
    {
      code: "const m = import('../features/stories/index.js');",
      filename: at('server/platform/app.ts'),
      options,
      errors: [{ message: '"../features/stories/index.js" crosses a boundary: no features' }],
    },
  ],
});

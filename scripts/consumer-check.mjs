// Checks @hub/ui and @hub/domain as another internal app gets them: builds and packs both, installs the
// tarballs with npm into a fresh Vite app outside the workspace, builds that app, and renders it in
// Chromium. Fails on a page error, a console error, a component that does not show, or a page without the
// theme (a Button's font and colours, the body's base styles: what `@hub/ui/style.css` must carry); prints
// the time and the app's size, and leaves a screenshot at test-results/consumer/app.png.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { root } from './bootstrap.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const began = Date.now();
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = (name) => rootPackage.devDependencies[name];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
}

const work = mkdtempSync(join(tmpdir(), 'hub-consumer-'));
const packs = join(work, 'packs');
const app = join(work, 'app');
mkdirSync(join(app, 'src'), { recursive: true });

run(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=@hub/domain', '--filter=@hub/ui', '--output-logs=errors-only'],
  root,
);
for (const name of ['@hub/domain', '@hub/ui'])
  run('pnpm', ['--filter', name, 'pack', '--pack-destination', packs], root);
const tarball = (prefix) =>
  `file:${join(
    packs,
    readdirSync(packs).find((file) => file.startsWith(prefix)),
  )}`;

writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'hub-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@hub/domain': tarball('hub-domain-'),
        '@hub/ui': tarball('hub-ui-'),
        '@lingui/core': version('@lingui/core'),
        '@lingui/react': version('@lingui/react'),
        react: version('react'),
        'react-dom': version('react-dom'),
      },
      devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
    },
    null,
    2,
  ),
);
writeFileSync(
  join(app, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title><link rel="icon" href="data:,"></head>' +
    '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
);
writeFileSync(
  join(app, 'vite.config.js'),
  "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
);
// Components from each group, rendered as a plain app would: the theme class, the stylesheet, Lingui.
writeFileSync(
  join(app, 'src', 'main.jsx'),
  `import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { ActivityChart, Button, Card, InvoiceList, Notice, Popup, Select, lightTheme } from '@hub/ui';
import '@hub/ui/style.css';
import { formatMoney } from '@hub/domain';
import { messages } from '@hub/ui/messages/en';

i18n.loadAndActivate({ locale: 'en', messages });
document.documentElement.classList.add(lightTheme);
const now = new Date('2026-03-11T15:00:00Z');
const results = Array.from({ length: 60 }, (_, day) => ({
  period_datetime: new Date(now.getTime() - day * 86400000).toISOString(),
  seconds_played: ((day * 7) % 50) * 60,
}));
createRoot(document.getElementById('root')).render(
  <I18nProvider i18n={i18n}>
    <main style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 800 }}>
      <div><Button>Save changes</Button></div>
      <Notice tone="success" title="Account information saved">{formatMoney(1999, 'USD', 'en')}</Notice>
      <Card title="Plan">
        <Select label="Plan" options={[{ value: 'm', label: 'Monthly' }, { value: 'y', label: 'Yearly' }]} />
      </Card>
      <InvoiceList locale="en" onRemove={() => {}} invoices={[
        { id: 'in_1', number: '1001', date: '2026-03-01', description: 'Monthly plan', amount: 1999, currency: 'USD', status: 'FAILED' },
      ]} />
      <ActivityChart results={results} timeframe="1W" timeZone="America/New_York" now={now} />
      <Popup title="Cancel your plan?" trigger={<Button variant="secondary">Open popup</Button>}
        primaryAction={{ label: 'Confirm', onClick: () => {} }} secondaryAction={{ label: 'Keep plan' }}>
        Your access lasts until the end of the paid term.
      </Popup>
    </main>
  </I18nProvider>,
);
`,
);

run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
run('npx', ['vite', 'build', '--logLevel', 'error'], app);

const dist = join(app, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = join(dist, request.url === '/' ? 'index.html' : request.url.split('?')[0]);
  try {
    const body = readFileSync(path);
    response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const problems = [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  const expectations = [
    page.getByRole('status').filter({ hasText: 'Account information saved' }),
    page.getByRole('button', { name: /Remove/ }),
    page.getByRole('heading', { name: /Activity Week of/ }),
    page.getByRole('combobox', { name: 'Plan' }),
  ];
  for (const locator of expectations) {
    await locator
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => problems.push(`not shown: ${locator}`));
  }
  // The theme arrived with the stylesheet: computed styles are the theme's values, not the browser's defaults.
  const { lightThemeValues: theme } = await tsImport('../packages/ui/src/theme/tokens.ts', import.meta.url);
  const rgb = (hex) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  const styleOf = (locator) =>
    locator.evaluate((element) => {
      const { fontFamily, backgroundColor, color, marginTop } = getComputedStyle(element);
      return { fontFamily, backgroundColor, color, marginTop };
    });
  const themed = [
    [
      'a primary Button',
      await styleOf(page.getByRole('button', { name: 'Save changes' })),
      {
        fontFamily: theme.font.body,
        backgroundColor: rgb(theme.color.primary),
        color: rgb(theme.color.onPrimary),
      },
    ],
    [
      'the body',
      await styleOf(page.locator('body')),
      {
        fontFamily: theme.font.body,
        backgroundColor: rgb(theme.color.background),
        color: rgb(theme.color.text),
        marginTop: '0px',
      },
    ],
  ];
  for (const [what, actual, expected] of themed) {
    for (const [property, value] of Object.entries(expected)) {
      if (actual[property] !== value)
        problems.push(`${what} lacks the theme: ${property} is ${actual[property]}, not ${value}`);
    }
  }
  // Every label went through the shipped catalog: no message shows its placeholders.
  const raw = (await page.locator('body').innerText())
    .split('\n')
    .filter((line) => line.includes('{') && line.indexOf('}', line.indexOf('{')) !== -1);
  if (raw.length > 0) problems.push(`messages shown uncompiled: ${raw.join(' | ')}`);
  await page.getByRole('button', { name: 'Open popup' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your plan?' })
    .waitFor({ timeout: 10_000 })
    .catch(() => problems.push('the popup did not open'));
  mkdirSync(join(root, 'test-results', 'consumer'), { recursive: true });
  await page.screenshot({ path: join(root, 'test-results', 'consumer', 'app.png'), fullPage: true });
} finally {
  await browser.close();
  server.close();
}

const assets = readdirSync(join(dist, 'assets'));
const size = (ending) =>
  assets
    .filter((file) => file.endsWith(ending))
    .reduce((total, file) => total + gzipSync(readFileSync(join(dist, 'assets', file))).length, 0);
console.log(
  `consumer app: @hub/ui and @hub/domain from their packed tarballs, ${(size('.js') / 1024).toFixed(1)} kB JS and ` +
    `${(size('.css') / 1024).toFixed(1)} kB CSS gzipped, checked in ${((Date.now() - began) / 1000).toFixed(1)} s`,
);
rmSync(work, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

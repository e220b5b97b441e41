import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// What the error-reporting service is told; one function across the module resets below.
const reportMessage = vi.hoisted(() => vi.fn());
vi.mock('../errors/reporting', () => ({ reportMessage, reportError: vi.fn() }));

// A message of the billing area's own catalog (locales/<language>/billing.po), not of messages.po.
const changePlan = msg`Change plan`;

async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('area catalogs', () => {
  beforeEach(() => vi.resetModules());

  // First: Lingui's i18n is one object for the whole file, and no language is active yet here.
  it('leaves an area asked for before the first language is active to the activation', async () => {
    const { activateLanguage, i18n, loadAreaCatalog } = await freshI18n();
    await loadAreaCatalog('billing');
    expect(i18n.locale).toBeFalsy();

    vi.stubGlobal('document', { documentElement: {}, cookie: '' });
    await activateLanguage('ar');
    vi.unstubAllGlobals();

    expect(i18n.locale).toBe('ar');
    expect(i18n._(changePlan)).toBe('تغيير الخطة');
  });

  it('adds an area’s messages to the active language when its route loads', async () => {
    const { i18n, withCatalog } = await freshI18n();
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(i18n._(changePlan)).toBe('Change plan');

    const route = await withCatalog('billing', () => Promise.resolve({ Component: 'the page' }))();

    expect(route).toEqual({ Component: 'the page' });
    expect(i18n._(changePlan)).toBe('Cambiar de plan');
  });

  it('keeps every area’s messages out of the first paint’s catalog', async () => {
    const english = import.meta.glob<{ messages: Record<string, unknown> }>(
      '../../../../../locales/en/*.po',
      { eager: true },
    );
    const messages = english['../../../../../locales/en/messages.po']!.messages;
    const billing = english['../../../../../locales/en/billing.po']!;
    expect(Object.keys(billing.messages).length).toBeGreaterThan(50);
    expect(messages[changePlan.id]).toBeUndefined();
  });
});

describe('the areas’ catalogs on disk', () => {
  it('are the areas the hub loads (lingui.config.ts and catalog-areas.ts name the same areas)', async () => {
    const { catalogAreas } = await import('./catalog-areas');
    const english = Object.keys(import.meta.glob('../../../../../locales/en/*.po'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.po'.length))
      .filter((name) => name !== 'messages' && name !== 'emails');
    expect(english.sort()).toEqual([...catalogAreas].sort());
  });
});

describe('missing translations', () => {
  beforeEach(() => reportMessage.mockClear());

  it.each([
    { rule: 'a missing key is reported', calls: [['content:resource/calm-mornings', 'so']], reported: 1 },
    {
      rule: 'once per key and language',
      calls: [
        ['content:resource/calm-mornings', 'so'],
        ['content:resource/calm-mornings', 'so'],
      ],
      reported: 1,
    },
    {
      rule: 'the same key in another language is reported again',
      calls: [
        ['content:resource/calm-mornings', 'so'],
        ['content:resource/calm-mornings', 'hmn'],
      ],
      reported: 2,
    },
    {
      rule: 'English, the source, is never missing',
      calls: [['content:resource/calm-mornings', 'en']],
      reported: 0,
    },
  ])('$rule', async ({ calls, reported }) => {
    const { reportMissingTranslation, resetMissingReports } = await freshI18n();
    resetMissingReports();
    for (const [id, locale] of calls) reportMissingTranslation(id!, locale!);
    expect(reportMessage).toHaveBeenCalledTimes(reported);
    if (reported > 0) {
      expect(reportMessage).toHaveBeenCalledWith(
        `Missing translation: ${calls[0]![0]} (${calls[0]![1]})`,
        'warning',
        { tags: { locale: calls[0]![1] } },
      );
    }
  });
});

// The page the activity-chart benchmark drives in Chromium: three years of daily activity, the chart in
// a chosen timeframe, locale and width. `?mode=view` just shows it (screenshots); `?mode=bench` exposes
// `window.bench` for the script to time mounts and timeframe switches.
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { bucketActivity, type ActivityResult, type ActivityTimeframe } from '@hub/domain';
import { useState } from 'react';
import { flushSync } from 'react-dom';
// @ts-expect-error -- an alias the benchmark's Vite build sets (see activity-chart.mjs)
import { compileMessage } from 'lingui-compile-message';
import { createRoot, type Root } from 'react-dom/client';
import { ActivityChart, lightTheme } from '../../src/index';

const now = new Date('2026-03-11T17:00:00Z');
const timeZone = 'America/New_York';
const firstPlayDate = '2023-03-14';

/** Mulberry32, as in the stories: the same data on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Three years of days up to `now`, one or two sessions on most of them. */
function threeYearsOfActivity(): ActivityResult[] {
  const random = seededRandom(7);
  const results: ActivityResult[] = [];
  const dayMs = 86_400_000;
  for (let time = Date.parse(`${firstPlayDate}T00:00:00Z`); time <= now.getTime(); time += dayMs) {
    if (random() < 0.18) continue;
    const day = new Date(time).toISOString().slice(0, 10);
    const seconds = Math.round((5 + random() * 53) * 60);
    if (random() < 0.35) {
      results.push({ period_datetime: `${day}T21:10:00Z`, seconds_played: Math.round(seconds * 0.6) });
      results.push({
        period_datetime: `${day}T23:40:00Z`,
        seconds_played: seconds - Math.round(seconds * 0.6),
      });
    } else {
      results.push({ period_datetime: `${day}T22:05:00Z`, seconds_played: seconds });
    }
  }
  return results;
}

const results = threeYearsOfActivity();
const params = new URLSearchParams(location.search);
const locale = params.get('locale') ?? 'en';
const width = Number(params.get('width') ?? 900);

document.documentElement.classList.add(lightTheme);
document.documentElement.lang = locale;
document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
// The app loads catalogs compiled ahead of time, so a message costs a look-up and its interpolation. This
// page has none: each message is compiled the first time it is used (in the warm-up mounts) and kept.
// Without a compiler, Lingui returns the raw ICU source ("{0}: {1}") and prints an "Uncompiled message"
// warning for every message on every render: 4 to 20 ms a mount under Playwright, which records each
// console message with its stack, for markup the app never renders.
type CompiledMessage = Exclude<Messages[string], string>;
const compiledMessages = new Map<string, CompiledMessage>();
i18n.setMessagesCompiler((message) => {
  let compiled = compiledMessages.get(message);
  if (compiled === undefined) {
    compiled = compileMessage(message) as CompiledMessage;
    compiledMessages.set(message, compiled);
  }
  return compiled;
});
i18n.loadAndActivate({ locale, messages: {} });
const container = document.getElementById('root')!;
container.style.cssText = `box-sizing:border-box;inline-size:${width}px;max-inline-size:100%;padding:16px`;

function View({ initial }: { initial: ActivityTimeframe }) {
  const [timeframe, setTimeframe] = useState(initial);
  return (
    <ActivityChart
      results={results}
      timeframe={timeframe}
      onTimeframeChange={setTimeframe}
      timeZone={timeZone}
      now={now}
      firstPlayDate={firstPlayDate}
    />
  );
}

function Chart({ timeframe }: { timeframe: ActivityTimeframe }) {
  return (
    <I18nProvider i18n={i18n}>
      <ActivityChart
        results={results}
        timeframe={timeframe}
        timeZone={timeZone}
        now={now}
        firstPlayDate={firstPlayDate}
      />
    </I18nProvider>
  );
}

function barsOnScreen(count: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => container.querySelectorAll('[data-bar-index]').length === count;
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

/** Where every bar, label and line of the chart is, as text: two equal drawings give equal texts. */
function drawing(): string {
  const svg = container.querySelector('svg[role="group"]');
  return svg ? `${svg.getAttribute('width')} ${svg.innerHTML}` : '';
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let root: Root | null = null;

const bench = {
  resultCount: results.length,
  /** Mounts the chart afresh; ms until its `barCount` bars are laid out (includes the first resize). */
  async mount(timeframe: ActivityTimeframe, barCount: number): Promise<number> {
    root?.unmount();
    container.replaceChildren();
    root = createRoot(container);
    const start = performance.now();
    flushSync(() => root!.render(<Chart timeframe={timeframe} />));
    await barsOnScreen(barCount);
    void container.offsetHeight; // force style and layout into the measurement
    return performance.now() - start;
  },
  /**
   * Re-renders the mounted chart in another timeframe; ms until its `barCount` bars are laid out (a new
   * timeframe mounts a new plot, which may draw its bars after the commit).
   */
  async switchTo(timeframe: ActivityTimeframe, barCount: number): Promise<number> {
    const start = performance.now();
    flushSync(() => root!.render(<Chart timeframe={timeframe} />));
    await barsOnScreen(barCount);
    void container.offsetHeight;
    return performance.now() - start;
  },
  /**
   * Whether the chart is drawn as it was when the last measurement stopped, once the frames and the
   * resize debounce (60 ms) after it have passed: false means the measurement stopped before the chart
   * the user ends up seeing was drawn, and its figure is too low.
   */
  async settled(): Promise<boolean> {
    const measured = drawing();
    await nextFrame();
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await nextFrame();
    return drawing() === measured;
  },
  /** The domain's bucketing alone (what every render of a new timeframe starts with); ms. */
  bucket(timeframe: ActivityTimeframe): number {
    const start = performance.now();
    bucketActivity(results, timeframe, { now, timeZone, firstPlayDate });
    return performance.now() - start;
  },
  barCount: () => container.querySelectorAll('[data-bar-index]').length,
};

declare global {
  interface Window {
    bench: typeof bench;
  }
}

if (params.get('mode') === 'bench') {
  window.bench = bench;
} else {
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <View initial={(params.get('timeframe') as ActivityTimeframe | null) ?? '1W'} />
    </I18nProvider>,
  );
}

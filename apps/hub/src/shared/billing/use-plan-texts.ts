// The program plans' texts of the active language (spec section 1): `/locales/{lang}/program_plans.json`,
// fetched per language and merged into the translations, so `planTexts(id)` reads them as messages. A
// failed fetch only logs a warning: the plans are then named by their term, and the page works. Shared by
// checkout and the billing segment (issue 28: a plan is named as checkout names it, everywhere).
import { programPlanMessages, programPlanTextsQueryOptions, type SubscriptionPlan } from '@hub/api-client';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHub } from '../use-hub';
import { useBillingFormat } from './use-billing-format';

/** Loads the active language's plan texts into the translations; answers whether they are in. */
export function useProgramPlanTexts(): { loaded: boolean } {
  const hub = useHub();
  const { i18n } = useLingui();
  const language = i18n.locale;
  const texts = useQuery({ ...programPlanTextsQueryOptions(hub.api, language), retry: false });
  // The texts merged for a language: a render after the merge shows them (loading messages alone
  // re-renders nothing).
  const [merged, setMerged] = useState<unknown>(null);
  useEffect(() => {
    if (!texts.data) return;
    i18n.load(language, programPlanMessages(texts.data));
    setMerged(texts.data);
  }, [i18n, language, texts.data]);
  useEffect(() => {
    if (texts.error) console.warn(`The program plan texts of ${language} could not be loaded`, texts.error);
  }, [language, texts.error]);
  return { loaded: merged !== null && merged === texts.data };
}

/**
 * Whether the plan texts of the active language are in the translations, or could not be loaded: a card
 * that names plans waits for this before it shows them (and says it is ready), so a plan is never named by
 * its term for a moment and then by its text. The merge itself is `useProgramPlanTexts`' (one per page).
 */
export function usePlanTextsSettled(): boolean {
  const hub = useHub();
  const { i18n } = useLingui();
  const texts = useQuery({ ...programPlanTextsQueryOptions(hub.api, i18n.locale), retry: false });
  if (texts.isError) return true;
  if (!texts.data) return false;
  const messages = i18n.messages;
  return Object.keys(programPlanMessages(texts.data)).every((id) => id in messages);
}

/** A plan's name: the locale's program plan text, else its term ("Yearly plan"). */
export function usePlanName() {
  const format = useBillingFormat();
  return (plan: Pick<SubscriptionPlan, 'id' | 'months'>) =>
    format.planTexts(plan.id)?.name ?? format.planName(plan.months);
}

import { onboardingKeys } from '@hub/api-client';
import {
  invalidateOnboarding,
  recordUserAction,
  unwrap,
  userActionsQueryOptions,
  userInfoQueryOptions,
  type UserAction,
} from '@hub/api-client';
import {
  nextOnboardingStep,
  onboardingProgress,
  onboardingReducer,
  type OnboardingProgress,
  type OnboardingStep,
} from '@hub/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { homePath } from '../../shared/paths';
import { useHub } from '../../shared/use-hub';
import { stepPath } from './paths';

/**
 * The user, their onboarding progress (from `GET /api/v1/user_actions/`) and passing a step: the step
 * leaves stepsToPass (@hub/domain's onboardingReducer, spec section 4) and the person goes on to the next
 * one, or Home once none is left.
 */
export function useOnboarding() {
  const hub = useHub();
  const navigate = useNavigate();
  const user = useQuery(userInfoQueryOptions(hub.api));
  const actions = useQuery(userActionsQueryOptions(hub.api));
  const progress: OnboardingProgress | null = actions.data
    ? onboardingProgress(actions.data.map((row) => row.action))
    : null;

  /** Records a step as passed in the cache, and goes on from the progress it leaves. */
  function passed(row: UserAction, before: OnboardingProgress) {
    hub.queryClient.setQueryData<UserAction[]>(onboardingKeys.userActions(), (list) =>
      list && !list.some((item) => item.action === row.action) ? [...list, row] : list,
    );
    const after = onboardingReducer(
      { ...before, incompleteProfiles: { count: 0, results: [] } },
      { type: 'stepCompleted', step: row.action },
    );
    const next = nextOnboardingStep({ stepsToPass: after.stepsToPass as OnboardingStep[] });
    void navigate(next ? stepPath(next) : homePath);
  }

  const pass = useMutation({
    mutationFn: async (step: OnboardingStep) => unwrap(await recordUserAction(hub.api, step)),
    onSuccess: (row) => {
      if (progress) passed(row, progress);
    },
    onSettled: () => invalidateOnboarding(hub.queryClient),
  });

  return { user, actions, progress, pass, passed };
}

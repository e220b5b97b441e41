// The child profile form's values and rules (issue 28): the name and the birth date as typed, checked by
// @hub/domain's playerProfileSchema, the same schema the server answers 400 with.
import type { PlayerDetail, PlayerProfileInput } from '@hub/api-client';
import { playerProfileSchema, validate, type CalendarDate, type FieldMessages } from '@hub/domain';

/** What the form holds: the birth date as typed (empty when not known). */
export interface ChildValues {
  name: string;
  birth_date: string;
}

/** The fields a child needs. */
export const requiredChildFields = ['name'] as const;

/** The form's values for a stored child, or empty ones for a new child. */
export function childValues(player?: Pick<PlayerDetail, 'name' | 'birth_date'>): ChildValues {
  return { name: player?.name ?? '', birth_date: player?.birth_date ?? '' };
}

/** What the calls send: an empty birth date is null (not known yet). */
export function childInput(values: ChildValues): PlayerProfileInput {
  const birth = values.birth_date.trim();
  return { name: values.name, birth_date: birth === '' ? null : birth };
}

/** The form's validator for the family's calendar day `today` (a birth date may not be after it). */
export function childValidator(today: CalendarDate) {
  const schema = playerProfileSchema(today);
  return (values: ChildValues): FieldMessages => {
    const result = validate(schema, childInput(values));
    return result.success ? {} : result.errors;
  };
}

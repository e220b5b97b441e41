// Request input through a schema of @hub/domain, answered as DRF does: 400 `{field: [English messages]}`.
import { toEnglish, validate, type AnySchema } from '@hub/domain';
import { invalid } from '../http/errors';

/** The schema's output for the input; a 400 with the domain's English messages per field otherwise. */
export function schemaInput<S extends AnySchema>(schema: S, input: unknown) {
  const result = validate(schema, input);
  if (!result.success) throw invalid(toEnglish(result.errors));
  return result.output;
}

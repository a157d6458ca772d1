import { organiserAgesApi, type AgeFormat, organiserAgesKeys } from '@oriel/core';
import { useApi } from '../context/use-api';
import { useQuery } from '../context/use-query';
import { useRuntime } from '../context/runtime';

/** The organiser's age display rules (000 §3 settings.formats.ages); empty (whole years) until loaded or when unset. */
export function useAgeFormats(enabled: boolean): readonly AgeFormat[] {
  const api = useApi(organiserAgesApi);
  const { organiser } = useRuntime();
  const q = useQuery(organiserAgesKeys.formats(), () => api.getAgeFormats(organiser), { enabled });
  return q.data ?? [];
}

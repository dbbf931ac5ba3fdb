import { loadedValidation } from '@khel/shared';

export { loadValidation } from '@khel/shared';

/** The shared DTOs and validateForm; only for components rendered after loadValidation() resolved (the form pages). */
export function dtos(): NonNullable<ReturnType<typeof loadedValidation>> {
  const loaded = loadedValidation();
  if (!loaded) throw new Error('@khel/shared/validation is not loaded yet');
  return loaded;
}

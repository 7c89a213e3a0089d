/**
 * Where the onboarding tour (spec 3 §2.9, §4.6) mounts in the base and tools layouts. The tour is
 * built by a later issue; until then this slot renders nothing, so the layouts already have the
 * place and `?tour=1` (set by the Guide item) has a reader to come.
 */
export function OnboardingTourSlot() {
  return null;
}

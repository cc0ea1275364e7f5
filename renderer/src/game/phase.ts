/** The phase name for the turn track, from the engine's step kind. */
export function phaseText(step: string): string {
  if (step === 'mulligan' || step === 'mulligan-reply') return 'Deal';
  if (step === 'card') return 'Cards';
  if (step === 'action') return 'Actions';
  if (step.startsWith('battle')) return 'Battles';
  if (step.startsWith('supply')) return 'Supply';
  if (step.startsWith('political')) return 'Political';
  if (step === 'game-over') return 'Game over';
  return step;
}

/**
 * Sound effects, made on the spot with the Web Audio API (no sound files: our own sounds, nothing
 * to license or load). A game's page turns what happened into cues; this only plays them.
 */
export type SoundCue = 'dice' | 'hit' | 'move' | 'card';

export interface SoundSettings {
  readonly sound: boolean;
  /** 0–100. */
  readonly volume: number;
}

let context: AudioContext | null = null;

/** One shared context, made on first use (browsers start it only after the player has clicked). */
function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** A short burst of filtered noise: one die hitting the table, a block set down. */
function knock(ctx: AudioContext, out: AudioNode, at: number, freq: number, length: number, gain: number): void {
  const frames = Math.max(1, Math.floor(ctx.sampleRate * length));
  const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 3;
  const src = ctx.createBufferSource();
  src.buffer = buffer;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = freq;
  band.Q.value = 2.5;
  const level = ctx.createGain();
  level.gain.value = gain;
  src.connect(band).connect(level).connect(out);
  src.start(at);
}

/** A falling tone: the thud of a hit. */
function thud(ctx: AudioContext, out: AudioNode, at: number, gain: number): void {
  const osc = ctx.createOscillator();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(140, at);
  osc.frequency.exponentialRampToValueAtTime(45, at + 0.25);
  const level = ctx.createGain();
  level.gain.setValueAtTime(gain, at);
  level.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
  osc.connect(level).connect(out);
  osc.start(at);
  osc.stop(at + 0.32);
}

/**
 * Plays `cue` at the player's volume. Dice are a rattle of a few knocks (each a different pitch,
 * like dice of one hand landing); nothing plays when sound is off or the volume is 0.
 */
export function playCue(cue: SoundCue, settings: SoundSettings): void {
  if (!settings.sound || settings.volume <= 0) return;
  const ctx = audio();
  if (!ctx) return;
  const master = ctx.createGain();
  master.gain.value = (settings.volume / 100) ** 2;
  master.connect(ctx.destination);
  const now = ctx.currentTime + 0.01;
  switch (cue) {
    case 'dice':
      for (let i = 0; i < 5; i++) knock(ctx, master, now + i * 0.055 + Math.random() * 0.03, 1800 + i * 260, 0.05, 0.9);
      break;
    case 'hit':
      thud(ctx, master, now, 0.9);
      knock(ctx, master, now, 300, 0.12, 0.6);
      break;
    case 'move':
      knock(ctx, master, now, 700, 0.07, 0.7);
      break;
    case 'card':
      knock(ctx, master, now, 3500, 0.12, 0.35);
      break;
  }
}

import { clampVolume } from '../../core/live-chat/player-audio.rules';
import type { Unsubscribe } from '../../ports/member-events.port';
import type {
  PlayerControls,
  Quality,
  StreamPlayer,
  StreamPlayerEvent,
  StreamTarget,
} from '../../ports/stream-player.port';
import { liveReactions, showFrame, type ShowFrame, type ShowReaction } from './show-frame';

/** A cheap phone draws 12 frames a second at most: the show needs no more to look alive. */
const FRAME_MS = 1000 / 12;
const MAX_PIXEL_RATIO = 2;

/** The simulated qualities: each draws the canvas at a share of its full resolution. */
export const SANDBOX_QUALITIES: readonly Quality[] = [
  { id: 'high', label: '720p' },
  { id: 'medium', label: '480p' },
  { id: 'low', label: '240p' },
];
const QUALITY_SCALE: Record<string, number> = { high: 1, medium: 2 / 3, low: 1 / 3 };

/**
 * The sandbox's live show: no video at all, her portrait drawn on a canvas with a slow camera
 * move, a LIVE badge and a clock, reacting to tips and toy vibrations (show-frame.ts). It pauses
 * while the tab is hidden and keeps still for visitors who ask for reduced motion. It has no sound:
 * its mute and volume show as a bar in the corner, and a lower quality draws fewer pixels.
 */
export class SandboxShowPlayer implements StreamPlayer {
  private readonly handlers = new Set<(event: StreamPlayerEvent) => void>();
  private reactions: ShowReaction[] = [];
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  /** Read once per show, not per frame: its `matches` follows the visitor's setting. */
  private reducedMotion: MediaQueryList | null = null;
  private image: HTMLImageElement | null = null;
  private frame = 0;
  private lastDraw = -Infinity;
  private playing = false;
  private muted = false;
  private volume = 1;
  private quality = SANDBOX_QUALITIES[0]!.id;
  private container: HTMLElement | null = null;

  async play(container: HTMLElement, target: StreamTarget): Promise<void> {
    this.stop();
    const canvas = document.createElement('canvas');
    canvas.className = 'live-stage__canvas';
    this.container = container;
    this.canvas = canvas;
    this.size();
    container.append(canvas);
    this.reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)') ?? null;
    const image = new Image();
    image.decoding = 'async';
    image.onerror = () => this.emit({ kind: 'error', error: 'player.load' });
    image.src = target.snapshot;
    this.image = image;
    this.frame = requestAnimationFrame(this.tick);
  }

  react(reaction: { amount: number; level: number; nickname: string }): void {
    this.reactions = [
      ...liveReactions(this.reactions, performance.now()),
      { ...reaction, at: performance.now() },
    ];
  }

  controls(): PlayerControls {
    const { muted, volume, quality } = this;
    return { audio: true, muted, volume, qualities: SANDBOX_QUALITIES, quality };
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  setVolume(volume: number): void {
    this.volume = clampVolume(volume);
  }

  setQuality(id: string): void {
    if (id === this.quality || !SANDBOX_QUALITIES.some((quality) => quality.id === id)) return;
    this.quality = id;
    this.size();
    this.emit({ kind: 'controls', controls: this.controls() });
  }

  onEvent(handler: (event: StreamPlayerEvent) => void): Unsubscribe {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.canvas?.remove();
    this.canvas = null;
    this.container = null;
    this.context = null;
    this.image = null;
    this.playing = false;
    this.reactions = [];
  }

  /** The canvas's pixels for the container's width and the chosen quality (a new size clears it). */
  private size(): void {
    const canvas = this.canvas;
    if (!canvas) return;
    const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1) * QUALITY_SCALE[this.quality]!;
    const width = this.container?.clientWidth || 400;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(width * 0.75 * ratio);
    this.context = canvas.getContext('2d');
  }

  private readonly tick = (now: number): void => {
    if (!this.canvas) return;
    this.frame = requestAnimationFrame(this.tick);
    if (document.hidden || now - this.lastDraw < FRAME_MS) return;
    this.lastDraw = now;
    this.reactions = liveReactions(this.reactions, now);
    this.draw(showFrame(now, Date.now(), this.reactions, this.reducedMotion?.matches ?? false));
    if (!this.playing) {
      this.playing = true;
      this.emit({ kind: 'playing' });
    }
  };

  private draw(frame: ShowFrame): void {
    const canvas = this.canvas!;
    const context = this.context;
    if (!context) return;
    const { width, height } = canvas;
    context.fillStyle = '#14121a';
    context.fillRect(0, 0, width, height);
    const image = this.image;
    if (image?.complete && image.naturalWidth > 0) {
      const w = width * frame.zoom;
      const h = height * frame.zoom;
      const x = (width - w) / 2 + frame.panX * width + frame.shakeX;
      const y = (height - h) / 2 + frame.panY * height + frame.shakeY;
      context.drawImage(image, x, y, w, h);
    }
    if (frame.pulse > 0) {
      context.strokeStyle = `rgba(255, 180, 0, ${frame.pulse})`;
      context.lineWidth = Math.max(4, width / 60);
      context.strokeRect(0, 0, width, height);
    }
    this.overlay(context, frame, width, height);
  }

  private overlay(context: CanvasRenderingContext2D, frame: ShowFrame, width: number, height: number): void {
    const unit = width / 40;
    context.font = `700 ${unit * 1.4}px system-ui, sans-serif`;
    context.fillStyle = '#b0124a';
    context.fillRect(unit, unit, unit * 5, unit * 2);
    context.fillStyle = '#ffffff';
    context.fillText('LIVE', unit * 1.6, unit * 2.5);
    context.fillText(frame.clock, width - unit * 9, unit * 2.5);
    for (const label of frame.labels) {
      context.globalAlpha = Math.max(0, label.alpha);
      context.fillText(
        label.text,
        width / 2 + label.drift * width * 0.3 - unit * 4,
        height * (0.9 - label.rise * 0.7),
      );
    }
    context.globalAlpha = 1;
    // The sound it would play: an empty bar when muted.
    const level = this.muted ? 0 : this.volume;
    context.fillStyle = 'rgba(255, 255, 255, 0.4)';
    context.fillRect(width - unit * 9, unit * 3.2, unit * 7.4, unit * 0.5);
    context.fillStyle = '#ffffff';
    context.fillRect(width - unit * 9, unit * 3.2, unit * 7.4 * level, unit * 0.5);
  }

  private emit(event: StreamPlayerEvent): void {
    for (const handler of [...this.handlers]) handler(event);
  }
}

import { Container, Graphics, GraphicsContext } from 'pixi.js';
import type { Random } from '../../engine';

/** One square of debris, drawn once and shared by every particle. */
const PARTICLE = new GraphicsContext().rect(-3, -3, 6, 6).fill(0xffffff);

interface Particle {
  graphics: Graphics;
  vx: number;
  vy: number;
  lifeMs: number;
}

/**
 * Particle bursts (explosion debris, popped balloon scraps). Particles are pooled and reused; lite mode
 * never creates this at all.
 */
export class Burst extends Container {
  private readonly live: Particle[] = [];
  private readonly pool: Graphics[] = [];

  constructor(private readonly random: Random) {
    super();
  }

  spray(x: number, y: number, color: number, count = 14, speed = 0.35): void {
    for (let i = 0; i < count; i++) {
      const graphics = this.pool.pop() ?? new Graphics(PARTICLE);
      const angle = this.random() * Math.PI * 2;
      const velocity = speed * (0.4 + this.random() * 0.6);
      graphics.tint = color;
      graphics.position.set(x, y);
      graphics.alpha = 1;
      graphics.rotation = angle;
      this.addChild(graphics);
      this.live.push({
        graphics,
        vx: Math.cos(angle) * velocity,
        vy: Math.sin(angle) * velocity,
        lifeMs: 500 + this.random() * 300,
      });
    }
  }

  update(deltaMs: number): void {
    for (let i = this.live.length - 1; i >= 0; i--) {
      const particle = this.live[i]!;
      particle.lifeMs -= deltaMs;
      if (particle.lifeMs <= 0) {
        this.removeChild(particle.graphics);
        this.pool.push(particle.graphics);
        this.live.splice(i, 1);
        continue;
      }
      particle.graphics.x += particle.vx * deltaMs;
      particle.graphics.y += particle.vy * deltaMs;
      particle.vy += 0.0004 * deltaMs;
      particle.graphics.alpha = Math.min(1, particle.lifeMs / 300);
    }
  }

  override destroy(): void {
    for (const graphics of this.pool) graphics.destroy();
    this.pool.length = 0;
    super.destroy({ children: true });
  }
}

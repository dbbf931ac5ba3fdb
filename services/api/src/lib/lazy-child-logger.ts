import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Args = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that makes its pino child (request id binding, redaction) only when something is logged at
 * an enabled level. Fastify makes one per request; at the usual levels most requests log nothing, and making
 * the child was several per cent of the balance poll's time. A class, so each request costs one small object.
 */
class LazyChildLogger {
  private made?: FastifyBaseLogger;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean },
    private readonly bindings: Record<string, unknown>,
    private readonly options: object,
  ) {}

  get level(): string {
    return this.made ? this.made.level : this.parent.level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  fatal(...args: Args): void {
    this.write('fatal', args);
  }
  error(...args: Args): void {
    this.write('error', args);
  }
  warn(...args: Args): void {
    this.write('warn', args);
  }
  info(...args: Args): void {
    this.write('info', args);
  }
  debug(...args: Args): void {
    this.write('debug', args);
  }
  trace(...args: Args): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private write(level: Level, args: Args): void {
    if (this.made || !this.parent.isLevelEnabled || this.parent.isLevelEnabled(level)) (this.real()[level] as (...a: Args) => void)(...args);
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Record<string, unknown>, options: object): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options) as unknown as FastifyBaseLogger;
}

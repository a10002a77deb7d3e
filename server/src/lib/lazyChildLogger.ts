import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What pino offers beyond Fastify's logger interface: whether a level would write at all. */
export interface LevelAware extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

export const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

/**
 * A request's logger whose pino child, bound to the request id, is made on the first line it writes.
 * Fastify makes that child for every request. At the production level (warn) almost no request
 * writes a line, and making the child (an object, its options and its serialized bindings) is work on
 * every request for nothing (about 1 % of the content API's instructions, npm run bench:instructions).
 * A line that is written still names its request.
 */
class LazyChildLogger implements LevelAware {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  /** The real child, made once. */
  #child(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings);
    return this.#made;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#made === undefined && !this.parent.isLevelEnabled(level)) return;
    const child = this.#child();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return this.#made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  /** Whether a line at `level` would be written, without making the child. */
  isLevelEnabled(level: string): boolean {
    const logger = this.#made ?? this.parent;
    return !isLevelAware(logger) || logger.isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Whether options holds anything (Fastify passes {} when the route has no logging options). */
function hasAnyOption(options: ChildOptions | undefined): boolean {
  for (const _ in options) return true;
  return false;
}

/**
 * The app's logger, handed to Fastify as its loggerInstance: a pino logger whose children are
 * LazyChildLoggers unless they have options of their own (a route's level or serializers, or the
 * serializers Fastify adds to its root), which get their pino child at once.
 *
 * Given as the instance rather than as Fastify's childLoggerFactory: Fastify checks every child a
 * custom factory makes, with an array of seven method names on every request, which cost more than
 * the lazy child saves (about 4 % of a cached API answer's instructions, npm run bench:instructions).
 * The children of its own logger it takes as they are.
 */
export class LazyParentLogger implements LevelAware {
  constructor(private readonly logger: pino.Logger) {}

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.logger.isLevelEnabled(level);
  }

  fatal(...args: unknown[]): void {
    Reflect.apply(this.logger.fatal, this.logger, args);
  }
  error(...args: unknown[]): void {
    Reflect.apply(this.logger.error, this.logger, args);
  }
  warn(...args: unknown[]): void {
    Reflect.apply(this.logger.warn, this.logger, args);
  }
  info(...args: unknown[]): void {
    Reflect.apply(this.logger.info, this.logger, args);
  }
  debug(...args: unknown[]): void {
    Reflect.apply(this.logger.debug, this.logger, args);
  }
  trace(...args: unknown[]): void {
    Reflect.apply(this.logger.trace, this.logger, args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    if (hasAnyOption(options)) return new LazyParentLogger(this.logger.child(bindings, options));
    return new LazyChildLogger(this.logger, bindings);
  }
}

/** Options of the app's logger: pino's, and where its lines go (standard output by default). */
export type AppLoggerOptions = LoggerOptions & { stream?: DestinationStream };

/** The logger buildApp gives Fastify. */
export function appLogger({ stream, ...options }: AppLoggerOptions): LazyParentLogger {
  return new LazyParentLogger(stream === undefined ? pino(options) : pino(options, stream));
}

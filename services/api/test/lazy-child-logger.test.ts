import pino from 'pino';
import { lazyChildLogger } from '../src/lib/lazy-child-logger';
import { REDACT_PATHS } from '../src/lib/log';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const child = jest.spyOn(parent, 'child');
  return { parent, lines, child };
}

describe('lazyChildLogger', () => {
  it('makes no child while nothing is logged at an enabled level', () => {
    const { parent, lines, child } = logger('warn');
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    log.info('request completed');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('logs through one child with the request id bound, secrets still redacted', () => {
    const { parent, lines, child } = logger('info');
    const log = lazyChildLogger(parent, { reqId: 'r-2' }, {});
    log.warn({ req: { headers: { authorization: 'Bearer secret' } }, body: { password: 'Secret@123' } }, 'refused');
    log.info('done');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: 'r-2', msg: 'refused', req: { headers: { authorization: '[redacted]' } }, body: { password: '[redacted]' } });
    expect(lines[1]).toMatchObject({ reqId: 'r-2', msg: 'done' });
    expect((log.child({ step: 2 }) as unknown as pino.Logger).bindings()).toMatchObject({ reqId: 'r-2', step: 2 });
  });
});

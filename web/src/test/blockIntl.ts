/** The locale-sensitive methods that reach ICU without naming Intl. */
const LOCALE_METHODS = [
  [Number.prototype, 'toLocaleString'],
  [BigInt.prototype, 'toLocaleString'],
  [Array.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [String.prototype, 'localeCompare'],
  [String.prototype, 'toLocaleUpperCase'],
  [String.prototype, 'toLocaleLowerCase'],
] as const;

const refuse = (what: string): never => {
  throw new Error(`${what} was used: the public pages must not touch Intl (its first use costs 35–55 ms)`);
};

/**
 * Makes every way into ICU's locale data throw, until the returned function is called: the global Intl
 * (any property read, so `new Intl.NumberFormat` too) and the toLocale…String and localeCompare methods.
 */
function blockIntl(): () => void {
  const intl = globalThis.Intl;
  globalThis.Intl = new Proxy(intl, {
    get: (_target, key) => refuse(`Intl.${String(key)}`),
    has: (_target, key) => refuse(`'${String(key)}' in Intl`),
  });
  const saved = LOCALE_METHODS.map(([prototype, name]) => {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    Object.defineProperty(prototype, name, {
      configurable: true,
      writable: true,
      value: () => refuse(name),
    });
    return { prototype, name, descriptor };
  });
  return () => {
    globalThis.Intl = intl;
    for (const { prototype, name, descriptor } of saved) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
    }
  };
}

/** Runs work (and waits for it) with Intl blocked, so that any use of it fails the test. */
export async function withoutIntl<Result>(work: () => Result | Promise<Result>): Promise<Result> {
  const restore = blockIntl();
  try {
    return await work();
  } finally {
    restore();
  }
}

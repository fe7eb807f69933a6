/** A writing request's hold on the gate; releasing it twice is harmless. */
export interface WriteLease {
  release(): void;
}

/**
 * Lets a long write (a CSV import) keep one SQLite transaction open across event-loop turns without
 * other requests' writes landing inside it. Requests that may write take a lease; an exclusive task
 * waits for the leases in flight to finish and holds new ones back until it is done. Reads never
 * wait: they keep being served while the import runs.
 */
export class WriteGate {
  private leases = 0;
  private exclusive: Promise<void> | null = null;
  private drained: (() => void) | null = null;

  /** Waits while an exclusive task runs, then counts the caller in. */
  async enter(): Promise<WriteLease> {
    while (this.exclusive) await this.exclusive;
    this.leases++;
    let held = true;
    return {
      release: () => {
        if (!held) return;
        held = false;
        if (--this.leases === 0) this.drained?.();
      },
    };
  }

  /**
   * Runs `task` with the database to itself. The caller's own lease (a request that is itself a
   * writer) is given up first, so two exclusive callers queue rather than wait on each other.
   */
  async exclusively<T>(own: WriteLease | undefined, task: () => Promise<T>): Promise<T> {
    own?.release();
    while (this.exclusive) await this.exclusive;
    let done!: () => void;
    this.exclusive = new Promise<void>((resolve) => (done = resolve));
    try {
      if (this.leases > 0) await new Promise<void>((resolve) => (this.drained = resolve));
      this.drained = null;
      return await task();
    } finally {
      this.exclusive = null;
      done();
    }
  }

  /** True while an exclusive task holds the gate (tests, the progress endpoint). */
  get busy(): boolean {
    return this.exclusive !== null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The lease a writing request holds while its handler runs (see {@link WriteGate}). */
    writeLease: WriteLease | null;
  }
}

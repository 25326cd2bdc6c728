import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver } from './lazy-schema-resolver.ts';

const schema = z.object({ email: z.email('Enter a valid email') });

describe('lazySchemaResolver', () => {
  it('loads the schema on the first check only and answers its messages by field', async () => {
    const load = vi.fn(async () => schema);
    const validate = lazySchemaResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect(await validate({ email: 'nope' })).toEqual({ email: 'Enter a valid email' });
    expect(await validate({ email: 'ada@example.com' })).toEqual({});
    expect(load).toHaveBeenCalledOnce();
  });
});

import { generateText, Output, type ModelMessage } from 'ai';
import type { z } from 'zod';
import { withRetries, type RetryPolicy } from './retry.js';
import type { TextModel } from './text-model.js';

/** One reference picture for a model that reads images. */
export interface ImageInput {
  image: Buffer;
  mediaType: string;
}

/**
 * One structured-output call: the SDK turns `schema` into the provider's JSON-schema request and
 * validates the answer with it; `accept` then holds it to our own rules. The SDK's own retries are
 * off (`maxRetries: 0`) so that every provider, text or image, follows the rules of `withRetries`.
 */
export async function generateStructured<T, R>(input: {
  service: string;
  text: TextModel;
  policy: RetryPolicy;
  schema: z.ZodType<T>;
  /** Name and description of the object, which OpenAI passes on with the JSON schema. */
  name: string;
  description: string;
  system: string;
  prompt: string;
  images?: ImageInput[];
  seed?: number;
  /** Checks and repairs the validated answer; throws UnusableAnswerError when it cannot. */
  accept: (answer: T) => R;
}): Promise<R> {
  const images = input.text.acceptsImages ? (input.images ?? []) : [];
  const messages: ModelMessage[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: input.prompt },
        ...images.map(({ image, mediaType }) => ({ type: 'image' as const, image, mediaType })),
      ],
    },
  ];
  return withRetries(input.service, input.policy, async (abortSignal) => {
    const { output } = await generateText({
      model: input.text.model,
      output: Output.object({ schema: input.schema, name: input.name, description: input.description }),
      system: input.system,
      messages,
      seed: input.seed,
      maxRetries: 0,
      abortSignal,
    });
    return input.accept(output);
  });
}

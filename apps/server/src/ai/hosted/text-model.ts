import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../../platform/config.js';

type TextConfig = Config['ai']['text'];
type HostedTextProvider = Exclude<TextConfig['provider'], 'offline'>;

/** Used when AI_TEXT_MODEL is unset. An OpenAI-compatible server has no standard model; Ollama's small default is the likeliest. */
const DEFAULT_TEXT_MODELS: Record<HostedTextProvider, string> = {
  openai: 'gpt-4o-mini',
  'openai-compatible': 'llama3.2',
  gemini: 'gemini-2.5-flash',
};

export interface TextModel {
  model: LanguageModel;
  /** Whether reference images are sent to it as image parts (a text-only model would refuse the call). */
  acceptsImages: boolean;
}

/** OpenAI models that take no images; every other OpenAI chat model does. */
const OPENAI_TEXT_ONLY = /^(gpt-3\.5|gpt-4(-0314|-0613)?$|o1-mini|o3-mini|davinci|babbage)/i;
/**
 * Families of open models that read images (Ollama, vLLM and LM Studio names). Other models on an
 * OpenAI-compatible server get the text only: most local models are text-only and refuse image parts.
 */
const OPEN_VISION_MODELS =
  /llava|vision|[-_.:]vl\b|vl[-_:]|qwen[\d.]*-?vl|gemma-?3|gemma-?4|pixtral|minicpm-v|moondream|llama-?4|mistral-small-?3\.[12]|internvl|phi-?3\.5-vision|phi-?4-multimodal|smolvlm|idefics|molmo|gpt-4o|gpt-4\.1|gpt-5/i;

/** The configured chat model through the Vercel AI SDK. */
export function textModel(text: TextConfig): TextModel {
  if (text.provider === 'offline') throw new Error('textModel() is for hosted providers only');
  const modelId = text.model ?? DEFAULT_TEXT_MODELS[text.provider];
  const apiKey = text.apiKey ?? undefined;
  const baseURL = text.baseUrl ?? undefined;
  switch (text.provider) {
    case 'openai':
      // Chat Completions rather than the Responses API, so an OpenAI-style proxy at AI_TEXT_BASE_URL works too.
      return { model: createOpenAI({ apiKey, baseURL }).chat(modelId), acceptsImages: !OPENAI_TEXT_ONLY.test(modelId) };
    case 'openai-compatible':
      return {
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: text.baseUrl ?? 'http://localhost:11434/v1',
          apiKey,
          // Ollama, vLLM and LM Studio all honour `response_format: json_schema`; LM Studio accepts nothing else.
          supportsStructuredOutputs: true,
        }).chatModel(modelId),
        acceptsImages: OPEN_VISION_MODELS.test(modelId),
      };
    case 'gemini':
      // Every Gemini model reads images.
      return { model: createGoogleGenerativeAI({ apiKey, baseURL })(modelId), acceptsImages: true };
  }
}

import { type ApiTag, apiTags } from '../../../sdk';
import type { HandlerMap } from '../context';
import type { ModuleDeps } from './deps';
import { serverModules } from './index';
import type { HandlerFactories } from './module';

type Manifests = (typeof serverModules)[number];
type TagsServed<M> = M extends { handlers: infer H } ? keyof H : never;
/** The contract's tags no manifest serves: must be none. */
type Unserved = Exclude<ApiTag, TagsServed<Manifests>>;

/**
 * Every tag's handlers, from the manifests (each complete for its tag by type). A tag no manifest serves fails the
 * type check here, naming the tag; registerOperations still refuses to start on a gap (JS callers).
 */
const everyTagServed: [Unserved] extends [never] ? true : { missingHandlersFor: Unserved } = true;

function handlersByTag(): Partial<HandlerFactories<ApiTag>> {
  const byTag: Partial<Record<ApiTag, unknown>> = {};
  for (const module of serverModules) {
    for (const [tag, factory] of Object.entries(module.handlers)) {
      if (byTag[tag as ApiTag]) throw new Error(`two modules serve the tag ${tag}`);
      byTag[tag as ApiTag] = factory;
    }
  }
  return byTag as Partial<HandlerFactories<ApiTag>>;
}

/** Every operation's handler, by operationId: the tags together cover every operation once. */
export function createHandlers(deps: ModuleDeps): HandlerMap {
  void everyTagServed;
  const byTag = handlersByTag();
  const map: Partial<HandlerMap> = {};
  for (const tag of apiTags) {
    const factory = byTag[tag] as ((deps: ModuleDeps) => Partial<HandlerMap>) | undefined;
    if (factory) Object.assign(map, factory(deps));
  }
  return map as HandlerMap;
}

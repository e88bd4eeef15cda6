// The profiles feature's server entry for other features: the services they may use of it.
// Inside the feature, import files directly; from another feature, only this file or index.ts (ADR 0018).

export {
  findProfile,
  findProfileWithTarget,
  isReadOnly,
  sectionsOf,
  targetOf,
  type Target,
} from './profiles.server';
export { copyProfile, ProfileError, setTarget } from './profiles.server';

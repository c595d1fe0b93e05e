// The panel contract, declared once: what panels/index.js says of a panel before its code (PanelDescriptor),
// what its module exports (PanelModule) and what the page (app/panel-mount.js) hands its mount (PanelContext).
// `npm run typecheck` checks every panel controller (web/src/panels/<id>.js, `// @ts-check`) and index.js against
// it; docs/architecture.md ("Panels") explains the shape.
import type { GramLab, PartName } from '../gramlab.js';

/** A panel's state: one value per URL key, read through its field (runtime/state.js). */
export type PanelState = Record<string, any>;

/** One URL key: its default, how a link's text becomes a value (throws on bad text) and back. */
export interface Field<T = any> {
  default: T;
  parse(text: string): T;
  format(value: T): string;
  min?: number;
  max?: number;
  maxLength?: number;
  options?: readonly string[];
  /** a value longer than this (as text) is kept by the store and a state file, not by the link */
  linkMax?: number;
}
export type StateSpec = Record<string, Field>;

/** t('key', {name: value}): the panel's strings first, then the common ones; a missing key returns itself. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export type HistoryMode = 'push' | 'replace' | 'debounce' | 'none';
/** 'set': a change through set(); 'address': Back/Forward or a state file re-read the address. */
export type ChangeOrigin = 'set' | 'address';

/** The panel's state, mirrored in the URL (runtime/store.js). */
export interface Store<S extends PanelState = PanelState> {
  /** The current state: read it, never change it (changes go through set). */
  get(): S;
  set(patch: Partial<S>, options?: { history?: HistoryMode; silent?: boolean }): void;
  subscribe(listener: (state: S, change: { changed: (keyof S & string)[]; origin: ChangeOrigin }) => void): () => void;
  reload(params: URLSearchParams, options?: { file?: boolean }): string[];
}

/** A step of a job: one call (or a Promise.all of calls) of a facade method in the panel's worker. */
export type Call = (method: string, ...args: any[]) => Promise<any>;
export type Step = (call: Call) => Promise<any> | any;
export type Outcome =
  | { status: 'done'; values: any[] }
  | { status: 'failed'; error: Error & { code?: string }; cause: any }
  | { status: 'superseded' }
  | { status: 'cancelled' };
export interface Job {
  run(steps: Step[], options?: { cause?: any; onStep?: (i: number, value: any) => void }): Promise<Outcome>;
  /** the last run's failure, until a run succeeds */
  failure(): { error: Error; cause: any } | null;
  drop(reason?: 'superseded' | 'cancelled'): void;
}
export interface JobOptions {
  onProgress?: (progress: { done: number; total: number } | null) => void;
  /** a dragged control's one-step job: a run whose step landed is shown even if a newer one was asked for */
  keepUp?: boolean;
  /** the steps are independent: with several workers, one runs on each */
  split?: boolean;
}
/** The panel's jobs (runtime/job.js): newest wins, steps, progress, Cancel. */
export interface Jobs {
  job(options?: JobOptions): Job;
  /** stops every job of the panel and restarts its workers */
  cancel(): void;
}

/** What the page (app/panel-mount.js, where it is built) hands a panel's mount. */
export interface PanelContext<S extends PanelState = PanelState> {
  t: Translate;
  lang: 'ko' | 'en';
  /** a prefix for the ids of the panel's elements, unique on the page */
  uid: string;
  /** the facade with the descriptor's `parts` loaded: for calls well under a frame (heavier ones go to jobs) */
  gramlab: GramLab;
  store: Store<S>;
  jobs: Jobs;
  /** the panel's notice: an error's message (its code's text), or null to clear it */
  showError(error: { code?: string; message?: string } | null): void;
  /** hands a value to another panel on this page (mounting it first); false when that panel is not here */
  send(id: string, value: unknown): boolean;
  canSend(id: string): boolean;
  /** listener(state) after this mount and each change of that panel's state; listener(null) once if it is not here */
  watch(id: string, listener: (state: PanelState | null) => void): void;
  /** the panel's own answer to its question (descriptor `question`), for the state it was computed from */
  answer(value: string | number, state?: PanelState): void;
  /** listener() once the reader has guessed or skipped the question (at once when there is none) */
  whenGuessed(listener: () => void): void;
  /** settles once the descriptor's `laterParts` are loaded (after the first result), or fails if they cannot be */
  laterParts: Promise<unknown>;
}

/** What a mount returns: `receive` is how the panel takes a value another panel sends; anything else is the
 * panel's own (e.g. what its numpy recipe reads from the screen). */
export interface PanelView {
  receive?(value: any): void;
  [name: string]: unknown;
}

/** The default export of web/src/panels/<id>.js. */
export interface PanelModule<S extends PanelState = PanelState> {
  mount(root: HTMLElement, context: PanelContext<S>): PanelView;
  /** "copy as numpy": the snippet that reproduces the panel from its state (and what its mount returned) */
  numpy?(state: S, view?: PanelView): string;
}

/** The question a panel asks before its results (reader/predict.js). */
export interface PanelQuestion {
  choices?: readonly string[];
  /** else the answer is a whole number from 0 to max(state) */
  max?(state: PanelState): number;
  /** the question's numbers: a guess is kept per these */
  params?(state: PanelState): Record<string, unknown>;
  /** a selector of the panel's elements that would give the answer away, folded while the question is open (the
   * rest, its subject and what the question does not touch, stays readable and live) */
  results: string;
  /** the claim line states the answer: until the reader guesses, the section shows `claim.<id>.open` instead */
  openClaim?: boolean;
}

/** One entry of PANELS (panels/index.js): what the page needs of a panel before its code. */
export interface PanelDescriptor {
  id: string;
  titleKey: string;
  state: StateSpec;
  question?: PanelQuestion;
  /** the parts its main-thread calls need, loaded before it mounts */
  parts: readonly PartName[];
  /** the parts its first result does without, loaded after it (context.laterParts) */
  laterParts?: readonly PartName[];
  /** the parts its jobs call, warmed in its worker when it comes near the screen */
  jobParts?: readonly PartName[];
  /** its own string files per language (the page's table holds the common ones and the titles) */
  strings?: { ko: () => Promise<unknown>[]; en: () => Promise<unknown>[] };
  /** its own stylesheets in styles/ (sylvester.css), linked into its root before it mounts; the first panel's
   * rules are in styles.css, part of the first visit */
  stylesheets?: readonly string[];
  load(): Promise<{ default: PanelModule<any> }>;
}

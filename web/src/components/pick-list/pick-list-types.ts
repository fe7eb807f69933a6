import type { ReactNode } from 'react';
import type { EndpointId } from '@cmms/contracts';
import type { RequestOptions } from '../../api/http';

/** What the pickers hold: a reference's id (null until picked) or a choice's value. */
export type PickValues = Record<string, string | number | null>;

/** A searchable select over a resource's select list; the Add button waits until it has a value. */
export interface ReferencePick {
  kind: 'reference';
  /** Its key in `PickValues`: the body's field, whose message shows under it by default. */
  name: string;
  id: string;
  label: string;
  refName: string;
  placeholder?: string;
  testId?: string;
  /** The server's field whose message shows under it, when not `name` (it may depend on a choice). */
  errorKey?: (values: PickValues) => string;
}

/** A fixed list of choices (a link's type, a checklist's stage); it keeps its value after an add. */
export interface ChoicePick {
  kind: 'choice';
  name: string;
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  initial: string;
  errorKey?: (values: PickValues) => string;
}

export type PickField = ReferencePick | ChoicePick;

/** How the picked values are added: the endpoint (its declared auth gates the picker) and its body. */
export interface PickAdd {
  endpoint: EndpointId;
  /** The path's parameters (the picked record's id when the path names it). */
  params?: (values: PickValues) => Record<string, string | number>;
  method?: RequestOptions['method'];
  /** The request's body; the picked values under their names by default. */
  body?: (values: PickValues) => unknown;
  fields: readonly PickField[];
  label: string;
  icon: ReactNode;
  testId: string;
}

/** How a row is taken off: the endpoint (its declared auth gates the button), and the question asked. */
export interface PickRemove<T> {
  endpoint: EndpointId;
  params: (row: T) => Record<string, string | number>;
  method?: RequestOptions['method'];
  body?: (row: T) => unknown;
  /** A row the server says may not go (its `available_actions`) shows no button. */
  allowed?: (row: T) => boolean;
  title: string;
  /** The confirmation's sentence, naming the row. */
  question: (row: T) => string;
  label: string;
  icon?: ReactNode;
  testId: (row: T) => string;
}

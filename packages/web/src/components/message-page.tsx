/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import type { WebSession } from '../request-state.js';
import { Layout } from './layout.js';

/** A page that only says something: errors, refusals, "not found". */
export function MessagePage(props: {
  title: string;
  session: WebSession | null;
  /** Where the browser goes at once by itself (see `Layout`). */
  goTo?: string;
  children: ComponentChildren;
}) {
  return (
    <Layout title={props.title} session={props.session} narrow goTo={props.goTo}>
      <h1>{props.title}</h1>
      {props.children}
    </Layout>
  );
}

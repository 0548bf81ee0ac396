import {StatefulDemos} from '../shared/StatefulDemos';
import {StaticDemos} from '../shared/StaticDemos';

// A server component page: StaticDemos renders on the server (Steps, Badge, Switch, Button and Tabs straight from
// it); StatefulDemos is the client boundary for everything with state or handlers.
export default function Page() {
  return (
    <main>
      <h1 className="title">Bulmatic in Next.js</h1>
      <StatefulDemos />
      <StaticDemos />
    </main>
  );
}

// No 'use client' here: in the Next app this module is a server component, so what it renders comes from the
// server build of React. Client components it uses (Tabs) are reached through their flat part names, as the
// library's README asks.
import { Badge, Button, Steps, StepsItem, Switch, Tabs, TabsPanel, TabsTab } from 'bulmatic';

export function StaticDemos() {
  return (
    <section className="section" aria-labelledby="static-demos">
      <h2 id="static-demos" className="title is-4">
        Rendered without client state
      </h2>
      <div className="buttons">
        <Button color="primary" data-testid="primary-button">
          Primary
        </Button>
        <Badge count={5} label="5 unread messages" data-testid="badge">
          <Button>Inbox</Button>
        </Badge>
      </div>
      <Switch label="Email me" help="At most once a day" color="success" data-testid="switch" />
      <Steps active={1} aria-label="Checkout" className="my-5">
        <StepsItem>Cart</StepsItem>
        <StepsItem>Payment</StepsItem>
        <StepsItem>Done</StepsItem>
      </Steps>
      <Tabs label="Media">
        <TabsTab value="pictures">Pictures</TabsTab>
        <TabsTab value="music">Music</TabsTab>
        <TabsTab value="videos">Videos</TabsTab>
        <TabsPanel value="pictures">Holiday photos</TabsPanel>
        <TabsPanel value="music">Playlists</TabsPanel>
        <TabsPanel value="videos">Home movies</TabsPanel>
      </Tabs>
    </section>
  );
}

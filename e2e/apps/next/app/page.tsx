import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Slider,
  Tooltip,
} from 'bulmatic';
import { StatefulDemos } from '../shared/StatefulDemos';
import { StaticDemos } from '../shared/StaticDemos';

// A server component page. StaticDemos renders on the server (Steps, Badge, Switch, Button and Tabs straight from
// it); StatefulDemos is our client boundary for what needs handlers or state of ours (toast(), a controlled modal).
// The last section renders the library's own client components from here with plain props, as their pages allow,
// writing the parts' flat names.
export default function Page() {
  return (
    <main>
      <h1 className="title">Bulmatic in Next.js</h1>
      <StatefulDemos />
      <StaticDemos />
      <section className="section" aria-labelledby="from-the-server">
        <h2 id="from-the-server" className="title is-4">
          Client components rendered by the server page
        </h2>
        <div className="buttons">
          <Tooltip content="Copies a link to this page">
            <Button>Share</Button>
          </Tooltip>
          <Popover>
            <PopoverTrigger>Sort</PopoverTrigger>
            <PopoverContent>
              <label className="label">
                Order <input className="input" name="order" />
              </label>
            </PopoverContent>
          </Popover>
        </div>
        <Accordion className="my-5">
          <AccordionItem value="sizes">
            <AccordionHeader>Sizes</AccordionHeader>
            <AccordionPanel>From S to XL.</AccordionPanel>
          </AccordionItem>
          <AccordionItem value="colours">
            <AccordionHeader>Colours</AccordionHeader>
            <AccordionPanel>Six of them.</AccordionPanel>
          </AccordionItem>
        </Accordion>
        <Slider aria-label="Brightness" defaultValue={70} />
      </section>
    </main>
  );
}

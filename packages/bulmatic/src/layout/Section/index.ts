export { Section, type SectionProps, type SectionSize } from './Section.js';

export { Content, type ContentProps } from './Content.js';
export {
  CONTENT_LIST_STYLES,
  ContentOrderedList,
  type ContentListStyle,
  type ContentOrderedListProps,
} from './ContentOrderedList.js';

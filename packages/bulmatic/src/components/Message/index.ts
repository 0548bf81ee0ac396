export { Message, type MessageProps, type MessageSize } from './Message.js';
export { MessageBody, type MessageBodyProps } from './MessageBody.js';
export { MessageHeader, type MessageHeaderProps } from './MessageHeader.js';

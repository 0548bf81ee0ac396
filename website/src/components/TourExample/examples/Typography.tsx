import React from 'react';
import {Content, Subtitle, Title} from 'bulmatic';

export default function TypographyExample() {
  return (
    <>
      <Title size={3}>Release notes</Title>
      <Subtitle size={5}>Everything that changed in this version</Subtitle>
      <Content>
        <p>
          <strong>Content</strong> styles plain HTML: paragraphs, lists and quotes written by people, such as a
          Markdown rendering.
        </p>
        <ul>
          <li>Typed props for every modifier</li>
          <li>Helper props on every component</li>
        </ul>
      </Content>
    </>
  );
}

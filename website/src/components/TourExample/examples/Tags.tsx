import React, {useState} from 'react';
import {Tag, Tags} from 'bulmatic';

export default function TagsExample() {
  const [topics, setTopics] = useState(['react', 'bulma', 'typescript', 'accessibility']);
  return (
    <>
      <Tags>
        <Tag color="primary">New</Tag>
        <Tag color="warning" variant="light">
          Beta
        </Tag>
        <Tag color="dark" isRounded>
          v1
        </Tag>
      </Tags>
      <Tags hasAddons>
        <Tag color="dark">bundle</Tag>
        <Tag color="success">tree-shakable</Tag>
      </Tags>
      <Tags>
        {topics.map((topic) => (
          <Tag
            key={topic}
            color="link"
            variant="light"
            onDelete={() => setTopics((current) => current.filter((item) => item !== topic))}>
            {topic}
          </Tag>
        ))}
      </Tags>
    </>
  );
}

import React from 'react';
import {Progress, Skeleton} from 'bulmatic';

export default function ProgressExample() {
  return (
    <>
      <Progress value={30} max={100} color="primary" size="small">
        30%
      </Progress>
      <Progress value={75} max={100} color="warning">
        75%
      </Progress>
      <Progress color="info" size="small" />
      <Skeleton.Lines lines={3} />
    </>
  );
}

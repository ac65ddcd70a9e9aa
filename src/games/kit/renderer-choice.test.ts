import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './renderer-choice';

describe('isSoftwareRenderer', () => {
  it('recognises software WebGL rasterisers', () => {
    expect(
      isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)'),
    ).toBe(true);
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true);
    expect(isSoftwareRenderer('ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11)')).toBe(true);
  });

  it('keeps hardware GPUs on WebGL', () => {
    expect(isSoftwareRenderer('ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0)')).toBe(
      false,
    );
    expect(isSoftwareRenderer('Mali-G52')).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });
});

import { useState, type ChangeEvent } from 'react'
import { FILE_HEADER_BYTES, type UploadedFile } from '@arena/domain'

/**
 * A chosen image and what the shared upload rules need to judge it: its size and first bytes
 * (the type comes from content, as on the server). `inputKey` changes on clear to empty the input.
 */
export function useImagePick() {
  const [file, setFile] = useState<File | undefined>()
  const [check, setCheck] = useState<UploadedFile | undefined>()
  const [inputKey, setInputKey] = useState(0)

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0]
    setFile(chosen)
    if (!chosen) return setCheck(undefined)
    const header = new Uint8Array(await chosen.slice(0, FILE_HEADER_BYTES).arrayBuffer())
    setCheck({ size: chosen.size, header })
  }

  function clear() {
    setFile(undefined)
    setCheck(undefined)
    setInputKey(key => key + 1)
  }

  return { file, check, inputKey, onChange, clear }
}

package com.marquee.player.core

/** Compact JSON text, as JSON.stringify writes it, plus escapes that keep it safe to embed. */
object JsonWriter {
    fun write(value: Json): String = StringBuilder().also { append(it, value) }.toString()

    private fun append(out: StringBuilder, value: Json) {
        when (value) {
            Json.Null -> out.append("null")
            is Json.Bool -> out.append(value.value)
            is Json.Num -> out.append(value.literal)
            is Json.Str -> appendString(out, value.value)
            is Json.Arr -> {
                out.append('[')
                value.items.forEachIndexed { i, item ->
                    if (i > 0) out.append(',')
                    append(out, item)
                }
                out.append(']')
            }
            is Json.Obj -> {
                out.append('{')
                var first = true
                for ((key, item) in value.fields) {
                    if (!first) out.append(',')
                    first = false
                    appendString(out, key)
                    out.append(':')
                    append(out, item)
                }
                out.append('}')
            }
        }
    }

    fun appendString(out: StringBuilder, text: String) {
        out.append('"')
        var i = 0
        while (i < text.length) {
            val c = text[i]
            when {
                c == '"' -> out.append("\\\"")
                c == '\\' -> out.append("\\\\")
                c == '\n' -> out.append("\\n")
                c == '\r' -> out.append("\\r")
                c == '\t' -> out.append("\\t")
                c == '\b' -> out.append("\\b")
                c == '\u000C' -> out.append("\\f")
                c < ' ' -> appendUnicodeEscape(out, c)
                // Line and paragraph separators end a line in JavaScript before ES2019 (Chrome 66).
                c == '\u2028' || c == '\u2029' -> appendUnicodeEscape(out, c)
                // A valid surrogate pair is copied; a lone surrogate is escaped, as JSON.stringify
                // does, so the text stays encodable as UTF-8.
                Character.isHighSurrogate(c) && i + 1 < text.length && Character.isLowSurrogate(text[i + 1]) -> {
                    out.append(c).append(text[i + 1])
                    i++
                }
                Character.isSurrogate(c) -> appendUnicodeEscape(out, c)
                else -> out.append(c)
            }
            i++
        }
        out.append('"')
    }

    private fun appendUnicodeEscape(out: StringBuilder, c: Char) {
        val hex = Integer.toHexString(c.code)
        out.append("\\u")
        repeat(4 - hex.length) { out.append('0') }
        out.append(hex)
    }
}

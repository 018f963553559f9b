package com.marquee.player.core

/**
 * A JSON value. The shell cannot use org.json here: it exists only on Android, and these classes
 * are compiled and tested on a plain JVM. Objects keep their insertion order so replies read the
 * way the README documents them.
 */
sealed interface Json {
    data object Null : Json

    data class Bool(val value: Boolean) : Json

    /**
     * A number kept as its JSON literal, so byte counts above 2^53 and integers stay exact and
     * are written back without a ".0".
     */
    class Num private constructor(val literal: String) : Json {
        fun toDouble(): Double = literal.toDouble()

        /** The value as a Long when it is an integer that fits, else null (1.5, 1e400). */
        fun toLongOrNull(): Long? =
            literal.toLongOrNull() ?: toDouble().takeIf { it == Math.rint(it) && Math.abs(it) < 9.0e15 }?.toLong()

        override fun equals(other: Any?) = other is Num && other.toDouble() == toDouble()
        override fun hashCode() = toDouble().hashCode()
        override fun toString() = literal

        companion object {
            fun of(value: Long) = Num(value.toString())

            fun of(value: Double): Num {
                require(value.isFinite()) { "JSON has no NaN or Infinity" }
                val whole = value == Math.rint(value) && Math.abs(value) < 1e15
                return Num(if (whole) value.toLong().toString() else value.toString())
            }

            /** For the parser only: the literal has already been checked against JSON's grammar. */
            internal fun ofCheckedLiteral(literal: String) = Num(literal)
        }
    }

    data class Str(val value: String) : Json

    data class Arr(val items: List<Json>) : Json

    data class Obj(val fields: Map<String, Json>) : Json {
        operator fun get(key: String): Json? = fields[key]
    }

    companion object {
        fun of(value: String?): Json = if (value == null) Null else Str(value)
        fun of(value: Boolean): Json = Bool(value)
        fun of(value: Long): Json = Num.of(value)
        fun of(value: Int): Json = Num.of(value.toLong())
        fun of(value: Double): Json = Num.of(value)
        fun arr(items: List<Json>): Json = Arr(items)
        fun strings(items: Collection<String>): Json = Arr(items.map { Str(it) })

        /** An object from pairs, in order; `obj("a" to Json.of(1))`. */
        fun obj(vararg fields: Pair<String, Json>): Obj = Obj(linkedMapOf(*fields))
    }
}

/** The text of this value as compact JSON. */
fun Json.encode(): String = JsonWriter.write(this)

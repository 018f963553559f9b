package com.marquee.player.core

/**
 * The page's volume (0-100) on a stream with [max] steps (AudioManager: 15 for music on many
 * boxes). A level set is rounded to the nearest step; reading back gives the level that was set
 * while the stream is still on the step it chose (35 on 15 steps is step 5, which alone would read
 * back as 33), and the step's own level once something else (the remote) moved it.
 */
class VolumeScale(private val max: Int) {
    fun stepFor(level: Int): Int = if (max <= 0) 0 else Math.round(level * max / 100.0).toInt()

    fun levelOf(step: Int, lastSet: Int?): Int = when {
        max <= 0 -> 0
        lastSet != null && stepFor(lastSet) == step -> lastSet
        else -> Math.round(step.coerceIn(0, max) * 100.0 / max).toInt()
    }
}

package com.marquee.player

import android.content.Context
import android.content.SharedPreferences
import android.media.AudioManager
import com.marquee.player.core.VolumeScale

/** volume.*: the music stream (what WebView media plays on) as 0-100. */
class MediaVolume(context: Context, private val prefs: SharedPreferences) {
    private val audio = context.systemService<AudioManager>()

    /** Boxes with a fixed volume policy ignore setStreamVolume: the capability is not offered there. */
    val available: Boolean get() = !audio.isVolumeFixed

    fun get(): Int {
        val scale = VolumeScale(audio.getStreamMaxVolume(AudioManager.STREAM_MUSIC))
        val lastSet = prefs.getInt(LAST_SET_KEY, -1).takeIf { it >= 0 }
        return scale.levelOf(audio.getStreamVolume(AudioManager.STREAM_MUSIC), lastSet)
    }

    fun set(level: Int) {
        val scale = VolumeScale(audio.getStreamMaxVolume(AudioManager.STREAM_MUSIC))
        // Flags 0: no volume panel on a signage screen, no sound.
        audio.setStreamVolume(AudioManager.STREAM_MUSIC, scale.stepFor(level), 0)
        prefs.edit().putInt(LAST_SET_KEY, level).apply()
    }

    private companion object {
        const val LAST_SET_KEY = "volume:lastSet"
    }
}

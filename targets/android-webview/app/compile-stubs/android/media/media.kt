// https://developer.android.com/reference/kotlin/android/media/AudioManager
package android.media

open class AudioManager {
    open fun getStreamVolume(streamType: Int): Int = throw RuntimeException("Stub!")
    open fun getStreamMaxVolume(streamType: Int): Int = throw RuntimeException("Stub!")
    open fun setStreamVolume(streamType: Int, index: Int, flags: Int): Unit = throw RuntimeException("Stub!")

    /** API 21: isVolumeFixed() */
    open val isVolumeFixed: Boolean get() = throw RuntimeException("Stub!")

    companion object {
        const val STREAM_MUSIC: Int = 3
    }
}

package com.marquee.player.core

/** What `getInfo` reports about the box (README "Bridge protocol", src/protocol.ts AndroidInfo). */
data class DeviceInfo(
    val deviceId: String,
    val model: String,
    val serial: String?,
    val osVersion: String,
    val screenWidth: Int,
    val screenHeight: Int,
    /** sdk capability names this box supports, e.g. "reboot" only as device owner. */
    val capabilities: List<String>,
)

data class GeoFix(val latitude: Double, val longitude: Double, val accuracyM: Double)

/** A picture of the screen: [bytes] of a [mimeType] image ("image/jpeg" or "image/png"). */
class ScreenImage(val mimeType: String, val bytes: ByteArray, val width: Int, val height: Int)

/** A runtime permission as the page sees it; [wire] is the string the protocol sends. */
enum class PermissionState(val wire: String) { GRANTED("granted"), DENIED("denied"), PROMPT("prompt") }

/**
 * The device features behind the bridge, implemented with Android APIs in the app
 * (AndroidDevice.kt) and by fakes in the tests. Methods run on a bridge worker thread and may
 * block (a permission prompt waits for the user); a missing feature throws [HostException]
 * with METHOD_NOT_AVAILABLE, a missing grant PERMISSION_DENIED.
 */
interface DevicePlatform {
    fun info(): DeviceInfo
    fun reboot()
    fun setDisplayOn(on: Boolean)
    fun isDisplayOn(): Boolean
    fun setKioskEnabled(enabled: Boolean)
    fun isKioskEnabled(): Boolean
    fun checkPermission(name: String): PermissionState

    /** Asks the user if needed; answers GRANTED or DENIED, never PROMPT. */
    fun requestPermission(name: String): PermissionState
    fun location(): GeoFix

    /** What the screen shows now (capability "screenshot"). */
    fun captureScreen(): ScreenImage

    /** The media volume, 0-100 (capability "volume"). */
    fun volume(): Int

    /** [level] is already checked to be 0-100. */
    fun setVolume(level: Int)

    /** Clockwise rotation of the picture: 0, 90, 180 or 270 (capability "orientation"). */
    fun rotation(): Int

    /** [degrees] is already checked to be 0, 90, 180 or 270. */
    fun setRotation(degrees: Int)
}

/** The page's local state (host.state): JSON texts by key; SharedPreferences on the device. */
interface KeyValueStore {
    fun get(key: String): String?
    fun set(key: String, value: String)
    fun remove(key: String)
    fun keys(): List<String>
}

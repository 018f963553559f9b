package com.marquee.player

import android.app.admin.DeviceAdminReceiver

/**
 * Device admin of the kiosk. Provision the box once with
 * `adb shell dpm set-device-owner com.marquee.player/.KioskAdminReceiver`; as device owner the
 * app may lock itself to the screen (lock task) without a prompt and reboot the box.
 */
class KioskAdminReceiver : DeviceAdminReceiver()
